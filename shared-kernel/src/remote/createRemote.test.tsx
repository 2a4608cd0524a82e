// @vitest-environment jsdom
import 'shared-kernel/testing';
import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPlatformConfig, resetPlatformConfig } from 'shared-kernel/api';
import { createRemote } from 'shared-kernel/remote';

function Greeting({ name, excited }: { name: string; excited?: boolean }) {
  return <p>{`Hello ${name}${excited ? '!' : '.'}`}</p>;
}

function Farewell({ name }: { name: string }) {
  return <p>{`Bye ${name}`}</p>;
}

let element: HTMLElement;

beforeEach(() => {
  element = document.createElement('div');
  element.setAttribute('data-color-mode', 'dark');
  document.body.append(element);
});

afterEach(() => {
  element.remove();
  document.body.innerHTML = '';
  resetPlatformConfig();
});

describe('createRemote', () => {
  it('mount renders the app themed, configured for the platform given, and cleans up', async () => {
    const remote = createRemote({ name: 'mf_test', app: Greeting });
    const mounted = await act(async () => remote.mount(element, { name: 'Ada', platform: { apiBaseUrl: 'http://api.example.test' } }));
    expect(screen.getByText('Hello Ada.')).toBeInTheDocument();
    expect(getPlatformConfig().apiBaseUrl).toBe('http://api.example.test');
    expect(element).toHaveAttribute('data-color-mode', 'light');
    expect(element).toHaveAttribute('data-light-theme', 'light');
    expect(element.querySelector('[data-component="BaseStyles"]')).not.toBeNull();

    await act(async () => mounted.update({ name: 'Grace', excited: true }));
    expect(screen.getByText('Hello Grace!')).toBeInTheDocument();

    act(() => mounted.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-color-mode', 'dark');
    expect(element).not.toHaveAttribute('data-light-theme');
    expect(() => mounted.unmount()).not.toThrow();
    mounted.update({ name: 'Late' });
    expect(element).toBeEmptyDOMElement();
  });

  it('with pages, mount renders the one `page` names, the default one without it', async () => {
    const remote = createRemote({ name: 'mf_test', pages: { greeting: Greeting, farewell: Farewell }, defaultPage: 'greeting' });
    const mounted = await act(async () => remote.mount(element, { name: 'Ada' }));
    expect(screen.getByText('Hello Ada.')).toBeInTheDocument();
    await act(async () => mounted.update({ page: 'farewell', name: 'Ada' }));
    expect(screen.getByText('Bye Ada')).toBeInTheDocument();
    act(() => mounted.unmount());
  });

  it('bootstrap renders the standalone page into #root', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const remote = createRemote({ name: 'mf_test', app: Greeting, standalone: async () => ({ default: () => <h1>Standalone</h1> }) });
    await act(async () => remote.bootstrap());
    expect(screen.getByRole('heading', { name: 'Standalone' })).toBeInTheDocument();
    expect(root.querySelector('[data-component="BaseStyles"]')).not.toBeNull();
  });

  it('bootstrap without a standalone page says so', async () => {
    await expect(createRemote({ name: 'mf_test', app: Greeting }).bootstrap(element)).rejects.toThrow('mf_test has no standalone page');
  });
});

// What the bench's page visits watch from the page's first script on (an init script, so it runs before the
// page's own code): the frame in which an element is first on screen (checked before each paint: Playwright's
// own visibility polling backs off to 100-500 ms steps and would measure its polling, not the page), the long
// tasks (`[startTime, duration]`) and the interactions (`{ name, duration }`, Event Timing as INP counts it).

/**
 * Installs the probes on `page` before it navigates: `window.__visibleAt` (ms since navigation) once an
 * element matching `selector` has a height, `window.__longTasks`, `window.__interactions`.
 */
export async function watchVisible(page, selector) {
  await page.addInitScript((wanted) => {
    window.__longTasks = [];
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    const check = () => {
      const found = document.querySelector(wanted);
      if (found && found.getBoundingClientRect().height > 0) window.__visibleAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, selector);
}

/** Waits for the probe's element (see `watchVisible`) and answers its time in ms since navigation. */
export async function visibleAt(page, timeout = 60_000) {
  await page.waitForFunction(() => window.__visibleAt !== undefined, null, { timeout, polling: 'raf' });
  return Math.round(await page.evaluate(() => window.__visibleAt));
}

/** The longest interaction since the last call (after the page has had 300 ms to report it), and forgets them. */
export async function lastInteractionMs(page) {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const longest = Math.max(0, ...window.__interactions.map((entry) => entry.duration));
    window.__interactions = [];
    return Math.round(longest);
  });
}

/** Starts recording the page's long tasks (durations, ms) from now on, for `longTasksSinceWatch`. */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__scrollTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__scrollTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

/** The long tasks' durations since `watchLongTasks`. */
export function longTasksSinceWatch(page) {
  return page.evaluate(() => window.__scrollTasks);
}

/** Scrolls the page with the mouse wheel (2,000 px steps, 20 ms apart) until its end, at most 400 steps. */
export async function wheelToEnd(page) {
  for (let step = 0; step < 400; step += 1) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(20);
    if (step % 20 === 19 && (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4))) break;
  }
}

import { Heading, Text } from 'shared-kernel/primer';
import { PackageIcon } from '@primer/octicons-react';

interface Props {
  slot: string;
  label: string;
  disabledModule?: string;
}

/** The contained state of a page whose module the registry does not provide. */
export function ModuleNotInstalled({ slot, label, disabledModule }: Props) {
  return (
    <section className="blankslate" aria-labelledby="module-not-installed">
      <PackageIcon size={32} aria-hidden />
      <Heading as="h2" id="module-not-installed" variant="small">
        {disabledModule ? 'Module disabled' : 'Module not installed'}
      </Heading>
      <Text as="p">
        {disabledModule
          ? `${label} is provided by ${disabledModule}, which an operator has switched off in the module registry.`
          : `${label} needs a module for the "${slot}" slot, and none is listed in this platform's module registry.`}
      </Text>
    </section>
  );
}

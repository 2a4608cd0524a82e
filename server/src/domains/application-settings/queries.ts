import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { applicationSettings } from './tables.ts';

/** The instance's one settings row (id 1). */
const SETTINGS_ID = 1;

export interface ApplicationSettingsDefaults {
  /** SIGNUP_ENABLED: what `signup_enabled` is until an administrator sets it. */
  signupEnabled: boolean;
}

export interface EffectiveSettings {
  id: number;
  signupEnabled: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** The settings in force: the stored row where an administrator set a value, the environment's defaults elsewhere. */
export async function effectiveSettings(db: Db, defaults: ApplicationSettingsDefaults): Promise<EffectiveSettings> {
  const [row] = await db.select().from(applicationSettings).where(eq(applicationSettings.id, SETTINGS_ID));
  return {
    id: SETTINGS_ID,
    signupEnabled: row?.signupEnabled ?? defaults.signupEnabled,
    createdAt: row?.createdAt ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Stores the values given (others keep theirs), creating the row on the first change. */
export async function updateSettings(db: Db, changes: { signupEnabled?: boolean }): Promise<void> {
  if (changes.signupEnabled === undefined) return;
  const now = new Date();
  await db
    .insert(applicationSettings)
    .values({ id: SETTINGS_ID, signupEnabled: changes.signupEnabled, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: applicationSettings.id, set: { signupEnabled: changes.signupEnabled, updatedAt: now } });
}

import { MESSAGES, readHostConfig, STORAGE_KEYS, type THostConfig } from '@carrier/contracts';
import { type Environment, setEnvironment } from '../api/environment';
import { session } from '../api/session';

class StartupError extends Error {}

/** hostOverride query parameter, then the stored host, then the location's host. */
export function pickHost(location: Location, storage: Storage): string {
  const override = new URLSearchParams(location.search).get('hostOverride');
  return (override || storage.getItem(STORAGE_KEYS.host) || location.host).trim().toLowerCase();
}

async function lookUpHost(host: string): Promise<THostConfig | null> {
  const response = await fetch(`/api/v1/host-config?host=${encodeURIComponent(host)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new StartupError(MESSAGES.envConfigMissing);
  const config = readHostConfig(await response.json());
  if (!config) throw new StartupError(MESSAGES.envConfigMissing);
  return config;
}

/**
 * Resolves which tenant this studio serves, before anything renders. An unknown host shows
 * 'This application doesn't exist.' and fails; a host different from the stored one clears the token.
 */
export async function resolveStartup(
  location: Location = window.location,
  storage: Storage = localStorage,
): Promise<Environment> {
  const host = pickHost(location, storage);
  const config = await lookUpHost(host);
  if (!config) {
    window.confirm(MESSAGES.applicationDoesNotExist);
    throw new StartupError(MESSAGES.envConfigMissing);
  }
  const storedHost = storage.getItem(STORAGE_KEYS.host);
  if (storedHost && storedHost !== host) session.clear();
  storage.setItem(STORAGE_KEYS.host, host);
  return setEnvironment(config);
}

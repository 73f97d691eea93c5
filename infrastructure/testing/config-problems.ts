import { ConfigError, loadConfig } from '../config/app-config';

/** What loading the settings `env` reports wrong, or [] when they load. */
export function configProblemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

// The decisions of the test command (scripts/test.mjs), kept apart from its running of tiers.

/**
 * CI services set CI to all sorts of values (true, 1, yes, the service's name); any of them means
 * CI, and only an unset, empty, `false` or `0` means a developer's machine.
 */
function isCi(env) {
  const value = String(env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

/**
 * What to do about a tier whose runtime is missing: in CI the run fails, since no tier may be
 * skipped there; elsewhere the tier is skipped with the reason and the command that installs it.
 */
function missingRuntime(ci, tier, reason, install) {
  return ci
    ? { tier, ok: false, passed: 0, failed: 1, note: 'runtime missing', say: `[${tier}] cannot run: ${reason}. In CI every tier must run. Install with: ${install}` }
    : { tier, ok: true, passed: 0, failed: 0, note: 'skipped', say: `[${tier}] SKIPPED: ${reason}. To run it: ${install}` };
}

/**
 * The web-component tier's configuration is part of the repository, not a runtime to install:
 * without it the tier's tests would silently go unrun, so the run fails wherever it is missing.
 */
function missingTierConfig(tier, file) {
  return { tier, ok: false, passed: 0, failed: 1, note: 'config missing', say: `[${tier}] cannot run: ${file} is missing, so its tests would not run` };
}

module.exports = { isCi, missingRuntime, missingTierConfig };

// Runs before each server test file (vitest setupFiles): the app clock shows TEST_NOW, not the real date.
import { clock } from '../../src/platform/clock';
import { TEST_NOW } from './test-clock';

clock.set(TEST_NOW);

/**
 * What a page remembers of one history entry (the router's `location.key`, kept by the browser with the entry):
 * read again when Back or Forward returns to it, gone for a new entry. Kept in the tab's session storage, written
 * at once (no navigation: a replace per change would race with the next click), the last few entries only.
 */
const STORAGE_KEY = 'entryMemory';
const KEEP = 20;

type Memory = Record<string, { at: number; value: unknown }>;

function load(): Memory {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Memory) : {};
  } catch {
    return {};
  }
}

/**
 * The router names the first entry of a document 'default' (it has no history state yet), so each new visit would
 * share it: what an earlier document remembered there is forgotten when this module first loads.
 */
function forgetDefaultEntry(): void {
  const memory = load();
  const kept = Object.entries(memory).filter(([key]) => !key.startsWith('default:'));
  if (kept.length === Object.keys(memory).length) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // nothing to forget then
  }
}
forgetDefaultEntry();

/** The value remembered for an entry under a name, or undefined. */
export function readEntryMemory(entryKey: string, name: string): unknown {
  return load()[`${entryKey}:${name}`]?.value;
}

export function writeEntryMemory(entryKey: string, name: string, value: unknown): void {
  const memory = load();
  memory[`${entryKey}:${name}`] = { at: Date.now(), value };
  const kept = Object.entries(memory)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEEP);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage full or refused: the selection is just not remembered
  }
}

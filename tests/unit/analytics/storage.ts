// A Storage stand-in for the unit tests (node has no localStorage).
export function memoryStorage(initial: Record<string, string> = {}): Storage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      items.set(k, String(v));
    },
    removeItem: (k: string) => {
      items.delete(k);
    },
    clear: () => items.clear(),
    dump: () => Object.fromEntries(items),
  };
}

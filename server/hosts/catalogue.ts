/** A translation catalogue: strings, grouped in nested namespaces. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** A host's catalogue wins key by key over the product's; namespaces merge, strings replace. */
export function mergeCatalogues(base: Catalogue, override: Catalogue): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergeCatalogues(current, value)
        : value;
  }
  return merged;
}

/** Spec §2: a slug is the name lowercased with spaces replaced by hyphens (runs of spaces collapse). */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

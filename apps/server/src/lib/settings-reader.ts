/**
 * Reads one category of the site settings, defaults filled in. modules/settings implements it;
 * providers take it as a parameter so they need not import a module.
 */
export interface SettingsReader {
  read<T extends object>(category: string, defaults: T): Promise<T>;
}

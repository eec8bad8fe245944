import type { ModuleFacts } from '../../server/src/import-maps/module-facts';
import type { WrittenAsset } from './write-asset';

/** A module the import map names: where it is, its integrity, and what it imports by name. */
export interface BuiltModule extends WrittenAsset {
  readonly name: string;
  /** Bare specifiers it imports at run time (each one another import-map entry). */
  readonly imports: readonly string[];
  /** Its version and the shared libraries it was built against (for verify). */
  readonly facts: ModuleFacts;
}

import type { FastifyInstance } from 'fastify';
import type { Favorite } from '@yuexue/contract';
import { createStudyService } from './service.js';

/** What the favourites service tells the study module: a favourite saved, edited or deleted. */
export interface FavoriteStudyHooks {
  saved(userId: number, favorite: Favorite): Promise<void>;
  edited(favorite: Favorite): Promise<void>;
  /** Before the favourite is deleted; `userId` null for staff, who may delete anyone's. */
  removed(userId: number | null, favoriteId: number): Promise<void>;
}

/**
 * Cards follow their favourites. A failure here is logged and the favourite's own change stands:
 * the card can still be switched on from /collection.
 */
export function createFavoriteStudyHooks(app: FastifyInstance): FavoriteStudyHooks {
  const study = createStudyService(app.db, app.language, app.dbKind);
  const guard = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      app.log.warn({ err }, `study card not updated after a favourite was ${what}`);
    }
  };
  return {
    saved: (userId, favorite) => guard('saved', () => study.favoriteSaved(userId, favorite)),
    edited: (favorite) => guard('edited', () => study.favoriteEdited(favorite)),
    // Retiring must not be skipped silently: a failure fails the delete.
    removed: async (userId, favoriteId) => {
      await study.favoriteRemoved(userId, favoriteId);
    },
  };
}

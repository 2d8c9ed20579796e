import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { selectApprovedComments } from './blog.queries.js';
import type { BlogCommentView } from './blog.views.js';

/** Approved comments for every blog a request asks about, in one statement. */
export const approvedCommentsLoader = (em: EntityManager) =>
  new DataLoader<number, BlogCommentView[]>(async (blogIds) => {
    const byBlog = await selectApprovedComments(em, blogIds);
    return blogIds.map((id) => byBlog.get(id) ?? []);
  });

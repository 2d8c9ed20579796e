import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { blogAdminService, type BlogFields } from '../content/blog-admin.service.js';
import { AdminOnly } from './admin-guard.js';
import { AdminBlogView, AdminCommentView, BlogInput } from './admin-blogs.views.js';
import { actingAdmin } from './admin-log.service.js';

const fields = (input: BlogInput): Partial<BlogFields> =>
  Object.fromEntries(
    Object.entries({
      title: input.title ?? (input.title === null ? '' : undefined),
      content: input.content ?? (input.content === null ? '' : undefined),
      tags: input.tags === null ? [] : (input.tags ?? undefined),
      coverImage: input.coverImage,
      isPublished: input.isPublished ?? undefined,
    }).filter(([, v]) => v !== undefined),
  );

/** Blogs (drafts too) and the Blog Comments dialog. */
@Resolver()
export class AdminBlogsResolver {
  @AdminOnly()
  @Query(() => [AdminBlogView], { description: 'Every blog, newest first; search matches the title.' })
  adminBlogs(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminBlogView[]> {
    return blogAdminService.list(ctx.em, { search, limit, offset });
  }

  @AdminOnly()
  @Mutation(() => AdminBlogView, { description: 'The author is the signed-in admin.' })
  createBlog(@Arg('input', () => BlogInput) input: BlogInput, @Ctx() ctx: RequestContext): Promise<AdminBlogView> {
    return blogAdminService.create(ctx.em, actingAdmin(ctx), { title: '', content: '', tags: [], coverImage: null, isPublished: false, ...fields(input) });
  }

  @AdminOnly()
  @Mutation(() => AdminBlogView)
  updateBlog(@Arg('id', () => ID) id: string, @Arg('input', () => BlogInput) input: BlogInput, @Ctx() ctx: RequestContext): Promise<AdminBlogView> {
    return blogAdminService.update(ctx.em, actingAdmin(ctx), id, fields(input));
  }

  @AdminOnly()
  @Mutation(() => AdminBlogView, { description: 'The blog and its comments.' })
  deleteBlog(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminBlogView> {
    return blogAdminService.remove(ctx.em, actingAdmin(ctx), id);
  }

  @AdminOnly()
  @Query(() => [AdminCommentView], { description: "A blog's comments, pending and approved, oldest first." })
  blogComments(@Arg('blogId', () => ID) blogId: string, @Ctx() ctx: RequestContext): Promise<AdminCommentView[]> {
    return blogAdminService.comments(ctx.em, blogId);
  }

  @AdminOnly()
  @Mutation(() => AdminCommentView, { description: "An admin's comment, approved at once." })
  addBlogComment(@Arg('blogId', () => ID) blogId: string, @Arg('comment', () => String) comment: string, @Ctx() ctx: RequestContext): Promise<AdminCommentView> {
    return blogAdminService.addComment(ctx.em, actingAdmin(ctx), blogId, comment);
  }

  @AdminOnly()
  @Mutation(() => AdminCommentView, { description: 'Approve (public) or back to pending.' })
  setCommentApproved(@Arg('id', () => ID) id: string, @Arg('isApproved', () => Boolean) isApproved: boolean, @Ctx() ctx: RequestContext): Promise<AdminCommentView> {
    return blogAdminService.setApproved(ctx.em, actingAdmin(ctx), id, isApproved);
  }

  @AdminOnly()
  @Mutation(() => AdminCommentView)
  deleteBlogComment(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminCommentView> {
    return blogAdminService.removeComment(ctx.em, actingAdmin(ctx), id);
  }
}

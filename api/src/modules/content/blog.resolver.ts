import { Arg, Args, Ctx, Extensions, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DEPS_TRACKED } from '../../core/guest-cache.js';
import type { RequestContext } from '../../core/request-context.js';
import { BlogsArgs } from './blog.inputs.js';
import { blogService } from './blog.service.js';
import { BlogCommentView, BlogPage, BlogView } from './blog.views.js';
import { publicNamesLoader } from '../accounts/user-names.loader.js';

@Resolver(() => BlogView)
export class BlogResolver {
  @Extensions(DEPS_TRACKED)
  @Query(() => BlogPage, { description: 'Published blogs, newest first, optionally matching a search text.' })
  blogs(@Args(() => BlogsArgs) args: BlogsArgs, @Ctx() ctx: RequestContext): Promise<BlogPage> {
    return blogService.listBlogs(ctx, args);
  }

  @Extensions(DEPS_TRACKED)
  @Query(() => BlogView, { nullable: true, description: 'A published blog; null for a draft or an unknown id.' })
  blog(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<BlogView | null> {
    return blogService.findBlog(ctx, id);
  }

  @FieldResolver(() => [BlogCommentView], { description: 'Approved comments, oldest first.' })
  comments(@Root() blog: BlogView, @Ctx() ctx: RequestContext): Promise<BlogCommentView[]> {
    return blogService.approvedComments(ctx, blog);
  }

  @Mutation(() => BlogCommentView, {
    description: "A signed-in customer's comment on a published blog, stored pending (pending: true) until an admin approves it.",
  })
  postComment(
    @Arg('blogId', () => ID) blogId: string,
    @Arg('comment', () => String) comment: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BlogCommentView> {
    return blogService.postComment(ctx, blogId, comment);
  }
}

@Resolver(() => BlogCommentView)
export class BlogCommentResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: "The commenter's first name and last initial ('Asha K.'), never the email; null when the account is gone. One statement for every comment of a request.",
  })
  authorName(@Root() comment: BlogCommentView, @Ctx() ctx: RequestContext): Promise<string | null> {
    return comment.userId == null ? Promise.resolve(null) : ctx.loaders.get(publicNamesLoader).load(Number(comment.userId));
  }
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import BlogsPage from '../../web/src/admin/pages/blogs-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

const longText = 'Mangoes '.repeat(30).trim();

function blog(id: string, title: string, isPublished: boolean) {
  return {
    __typename: 'AdminBlog',
    id,
    title,
    excerpt: longText.slice(0, 100),
    content: `<p>${longText}</p>`,
    coverImage: null,
    tags: ['fruit'],
    isPublished,
    commentCount: 1,
    pendingCommentCount: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

function comment(id: string, isApproved: boolean) {
  return { __typename: 'AdminBlogComment', id, blogId: '1', userId: '42' as string | null, comment: `Lovely post ${id}`, isApproved, createdAt: '2026-11-02T10:00:00.000Z' };
}

function serveBlogs(initial: ReturnType<typeof blog>[]) {
  const state = { blogs: initial, comments: [comment('5', false)], saved: [] as unknown[], approvals: [] as unknown[], added: [] as unknown[], deletedComments: [] as string[], deletedBlogs: [] as string[], commentFetches: 0 };
  server.use(
    graphql.query('BlogsPageList', () => HttpResponse.json({ data: { adminBlogs: state.blogs } })),
    graphql.mutation('BlogsPageUpdate', ({ variables }) => {
      state.saved.push(variables);
      const input = variables.input as { title: string };
      state.blogs = state.blogs.map((b) => (b.id === variables.id ? { ...b, title: input.title } : b));
      return HttpResponse.json({ data: { updateBlog: { __typename: 'AdminBlog', id: variables.id } } });
    }),
    graphql.query('BlogsPageComments', () => {
      state.commentFetches++;
      return HttpResponse.json({ data: { blogComments: state.comments } });
    }),
    graphql.mutation('BlogsPageAddComment', ({ variables }) => {
      state.added.push(variables);
      const added = { ...comment('6', true), userId: null, comment: variables.comment as string };
      state.comments = [...state.comments, added];
      return HttpResponse.json({ data: { addBlogComment: { __typename: 'AdminBlogComment', id: '6' } } });
    }),
    graphql.mutation('BlogsPageDeleteComment', ({ variables }) => {
      state.deletedComments.push(variables.id as string);
      state.comments = state.comments.filter((c) => c.id !== variables.id);
      return HttpResponse.json({ data: { deleteBlogComment: { __typename: 'AdminBlogComment', id: variables.id } } });
    }),
    graphql.mutation('BlogsPageDelete', ({ variables }) => {
      state.deletedBlogs.push(variables.id as string);
      state.blogs = state.blogs.filter((b) => b.id !== variables.id);
      return HttpResponse.json({ data: { deleteBlog: { __typename: 'AdminBlog', id: variables.id } } });
    }),
    graphql.mutation('BlogsPageSetCommentApproved', ({ variables }) => {
      state.approvals.push(variables);
      state.comments = state.comments.map((c) => (c.id === variables.id ? { ...c, isApproved: variables.isApproved as boolean } : c));
      return HttpResponse.json({ data: { setCommentApproved: { __typename: 'AdminBlogComment', id: variables.id, isApproved: variables.isApproved } } });
    }),
  );
  return state;
}

const renderBlogs = () => renderPage(<BlogsPage />, { path: '/admin-dashboard' });

describe('Admin blogs page', () => {
  it('lists blogs with the first 100 characters and Published/Draft', async () => {
    serveBlogs([blog('1', 'Mango season', true), blog('2', 'Berry notes', false)]);
    renderBlogs();
    const table = await screen.findByRole('table', { name: 'Blogs' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Published')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]).getByText(longText.slice(0, 100))).toBeInTheDocument();
  });

  it("shows 'No blogs found' and the fetch error", async () => {
    serveBlogs([]);
    const { unmount } = renderBlogs();
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    unmount();
    server.use(graphql.query('BlogsPageList', () => HttpResponse.json({ errors: [{ message: '' }] })));
    renderBlogs();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blogs');
  });

  it('edits a blog (title and content required) and reloads the list', async () => {
    const state = serveBlogs([blog('1', 'Mango season', true)]);
    renderBlogs();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mango season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    expect(within(dialog).getByLabelText(/Content/)).toHaveAttribute('rows', '10');
    expect(within(dialog).getByRole('checkbox', { name: 'Publish immediately' })).toBeChecked();
    const title = within(dialog).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Blog' }));
    expect(await within(dialog).findByText('Please enter a title')).toBeInTheDocument();
    expect(state.saved).toHaveLength(0);
    await userEvent.type(title, 'Mango summer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
    expect(state.saved).toEqual([{ id: '1', input: expect.objectContaining({ title: 'Mango summer', isPublished: true, tags: ['fruit'] }) }]);
    expect(await screen.findByRole('button', { name: 'Edit Mango summer' })).toBeInTheDocument();
  });

  it("uploads a cover picture into the shop and saves its /uploads address (the pages show no other site's pictures)", async () => {
    const state = serveBlogs([blog('1', 'Mango season', true)]);
    const uploads: string[] = [];
    server.use(
      http.post('*/api/uploads', async ({ request }) => {
        const file = (await request.formData()).get('image') as File;
        uploads.push(file.name);
        return HttpResponse.json({ url: '/uploads/products/cover-abc.png' }, { status: 201 });
      }),
    );
    renderBlogs();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mango season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    await userEvent.upload(within(dialog).getByLabelText('Upload a cover picture'), new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Cover Image URL')).toHaveValue('/uploads/products/cover-abc.png'));
    expect(uploads).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(state.saved).toEqual([{ id: '1', input: expect.objectContaining({ coverImage: '/uploads/products/cover-abc.png' }) }]));
  });

  it('approves a comment by its badge and reloads the comments', async () => {
    const state = serveBlogs([blog('1', 'Mango season', true)]);
    renderBlogs();
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Mango season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blog Comments' });
    expect(await within(dialog).findByText('User #42')).toBeInTheDocument();
    expect(within(dialog).getByTestId('comments-list')).toHaveStyle({ maxHeight: '24rem' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Pending/ }));
    expect(await screen.findByText('Comment status updated')).toBeInTheDocument();
    expect(state.approvals).toEqual([{ id: '5', isApproved: true }]);
    expect(await within(dialog).findByRole('button', { name: /Approved/ })).toBeInTheDocument();
    await waitFor(() => expect(state.commentFetches).toBeGreaterThanOrEqual(2));
  });

  it('adds a comment (text required) and deletes one after confirmation', async () => {
    const state = serveBlogs([blog('1', 'Mango season', true)]);
    renderBlogs();
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Mango season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blog Comments' });
    await within(dialog).findByText('User #42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(await within(dialog).findByText('Please enter a comment')).toBeInTheDocument();
    expect(state.added).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Add a comment'), 'Thanks for reading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    expect(state.added).toEqual([{ blogId: '1', comment: 'Thanks for reading' }]);
    expect(await within(dialog).findByText('Thanks for reading')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete comment by User #42' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this comment?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument();
    expect(state.deletedComments).toEqual(['5']);
    await waitFor(() => expect(within(dialog).queryByText('User #42')).not.toBeInTheDocument());
  });

  it('deletes a blog after confirmation', async () => {
    const state = serveBlogs([blog('1', 'Mango season', true)]);
    renderBlogs();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mango season' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog deleted successfully')).toBeInTheDocument();
    expect(state.deletedBlogs).toEqual(['1']);
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMENT_PENDING_MESSAGE, COMMENT_REQUIRED } from '@fruit-shop/common/content.rules';
import BlogPage from '../../web/src/app/routes/blog-page';
import BlogPostPage from '../../web/src/app/routes/blog-post-page';
import { closeDialogs, useOpenDialog } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { formatBlogDate, htmlToText, truncateText } from '../../web/src/features/blog/blog-text';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

const LONG_TEXT = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');

function makeBlog(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Blog',
    id: '1',
    title: 'How to Pick a Ripe Mango',
    content: `<p>${LONG_TEXT}</p><h2>Smell the stem end</h2><p>Sweet &amp; fruity.</p>`,
    coverImage: '/uploads/blogs/mango.svg',
    createdAt: '2025-03-11T20:00:00.000Z',
    updatedAt: '2025-03-11T20:00:00.000Z',
    tags: ['mango', 'buying-guide', 'summer', 'alphonso', 'tips'],
    readingTimeMinutes: 3,
    commentCount: 0,
    comments: [],
    ...overrides,
  };
}

const BLOGS = [
  makeBlog(),
  makeBlog({ id: '2', title: 'Health Benefits of Dry Fruits', content: '<p>Short text.</p>', tags: ['health'], readingTimeMinutes: 1, coverImage: null }),
];

type ListVariables = { search?: string | null; first: number; offset: number };

function answerList(blogs: unknown[] | 'error' | 'never') {
  const calls: ListVariables[] = [];
  server.use(
    graphql.query('BlogList', async ({ variables }) => {
      const vars = variables as ListVariables;
      calls.push(vars);
      if (blogs === 'never') await delay('infinite');
      if (blogs === 'error') return HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      const list = blogs as ReturnType<typeof makeBlog>[];
      const items = vars.search ? list.filter((b) => b.title.toLowerCase().includes(vars.search!.toLowerCase())) : list;
      return HttpResponse.json({
        data: { blogs: { __typename: 'BlogPage', totalCount: items.length, hasMore: false, items: items.slice(vars.offset, vars.offset + vars.first) } },
      });
    }),
  );
  return calls;
}

function DialogProbe() {
  const dialog = useOpenDialog();
  return <output data-testid="dialog">{dialog?.name ?? ''}</output>;
}

const renderList = (url = '/blog') => renderPage(<BlogPage />, { path: '/blog', url });
const renderPost = (id = '1') =>
  renderPage(
    <>
      <BlogPostPage />
      <DialogProbe />
    </>,
    { path: '/blog/:id', url: `/blog/${id}` },
  );

afterEach(() => closeDialogs());

describe('blog text helpers', () => {
  it('reads the words of sanitised HTML and dates articles in India time', () => {
    expect(htmlToText('<p>Ripe <strong>Alph</strong>onso</p><ul><li>one</li><li>two &amp; three&nbsp;&#8377;</li></ul>')).toBe(
      'Ripe Alphonso one two & three ₹',
    );
    expect(truncateText('one two three four', 9)).toBe('one two…');
    // 20:00 UTC is already the next day in India.
    expect(formatBlogDate('2025-03-11T20:00:00.000Z')).toBe('12 March 2025');
  });
});

describe('Blog listing', () => {
  it('shows each article with cover, title, date, at most three tags and its reading time', async () => {
    answerList(BLOGS);
    renderList();
    const card = within(await screen.findByRole('article', { name: 'How to Pick a Ripe Mango' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'How to Pick a Ripe Mango' })).toHaveAttribute('src', '/uploads/blogs/mango.svg');
    expect(card.getByText('12 March 2025')).toHaveAttribute('datetime', '2025-03-11T20:00:00.000Z');
    expect(card.getByText('3 min read')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'mango',
      'buying-guide',
      'summer',
    ]);
    // The cover and the title both lead to the article.
    for (const link of card.getAllByRole('link', { name: 'How to Pick a Ripe Mango' })) expect(link).toHaveAttribute('href', '/blog/1');
    expect(card.getByRole('link', { name: /Read full article/ })).toHaveAttribute('href', '/blog/1');
    // Markup is gone from the card's text, entities decoded.
    expect(card.getByText(/Smell the stem end Sweet & fruity\./)).toBeInTheDocument();

    const short = within(screen.getByRole('article', { name: 'Health Benefits of Dry Fruits' }));
    expect(short.getByText('1 min read')).toBeInTheDocument();
    // No cover: the default image.
    expect(short.getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    // Short text fits in three lines: no toggle.
    expect(short.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
  });

  it('expands and collapses a card with Read more / Show less', async () => {
    answerList(BLOGS);
    const user = userEvent.setup();
    renderList();
    const card = within(await screen.findByRole('article', { name: 'How to Pick a Ripe Mango' }));
    const toggle = card.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const clampedClass = text.className;

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show less');
    expect(text.className).not.toBe(clampedClass);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Read more');
    expect(text.className).toBe(clampedClass);
  });

  it('falls back to the default image when a cover fails to load', async () => {
    answerList(BLOGS);
    renderList();
    const cover = within(await screen.findByRole('article', { name: 'How to Pick a Ripe Mango' })).getByRole('img');
    fireEvent.error(cover);
    await waitFor(() => expect(cover.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/));
  });

  it('searches through the blogs query and writes q to the URL after the debounce', async () => {
    const calls = answerList(BLOGS);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article', { name: 'How to Pick a Ripe Mango' });

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'dry');
    expect(currentLocation()).toBe('/blog');
    await waitFor(() => expect(currentLocation()).toBe('/blog?q=dry'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'How to Pick a Ripe Mango' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Health Benefits of Dry Fruits' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ search: 'dry', offset: 0 });
  });

  it("shows 'No results found' for a search without matches, and Clear search brings the list back", async () => {
    answerList(BLOGS);
    const user = userEvent.setup();
    renderList('/blog?q=durian');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('durian');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'How to Pick a Ripe Mango' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/blog');
  });

  it("shows 'No articles published yet' when there are none", async () => {
    answerList([]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'No articles published yet' })).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('shows a loading state while the list loads', () => {
    answerList('never');
    renderList();
    expect(screen.getByText('Loading articles...').closest('[role="status"]')).toBeInTheDocument();
  });

  it("shows 'Failed to load blogs. Please try again later.' and recovers on Retry", async () => {
    answerList('error');
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blogs. Please try again later.');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    answerList(BLOGS);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'How to Pick a Ripe Mango' })).toBeInTheDocument();
  });
});

const APPROVED = [
  { __typename: 'BlogComment', id: '11', userId: '4', authorName: 'Asha K.', comment: 'The rice bin trick works every time.', createdAt: '2025-03-12T05:00:00.000Z' },
  { __typename: 'BlogComment', id: '12', userId: null, authorName: null, comment: 'Lovely guide.', createdAt: '2025-03-13T05:00:00.000Z' },
];

function answerPost(blog: unknown) {
  const calls: string[] = [];
  server.use(
    graphql.query('BlogPost', ({ variables }) => {
      calls.push(variables.id as string);
      return HttpResponse.json({ data: { blog } });
    }),
  );
  return calls;
}

function answerComment(reply: (comment: string) => Response) {
  const calls: { blogId: string; comment: string }[] = [];
  server.use(
    graphql.mutation('PostBlogComment', ({ variables }) => {
      calls.push(variables as { blogId: string; comment: string });
      return reply(variables.comment as string);
    }),
  );
  return calls;
}

const customer = { id: '7', name: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '9876543210' };

describe('Blog article', () => {
  const article = makeBlog({ commentCount: 2, comments: APPROVED });

  it('shows the article markup, tags, date, reading time and the approved comments', async () => {
    answerPost(article);
    renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Pick a Ripe Mango' })).toBeInTheDocument();
    // The API's (sanitised) HTML is rendered as markup.
    expect(screen.getByRole('heading', { level: 2, name: 'Smell the stem end' })).toBeInTheDocument();
    expect(screen.getByText('Sweet & fruity.').tagName).toBe('P');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');

    const comments = screen.getByRole('region', { name: 'Comments (2)' });
    const items = within(comments).getAllByRole('listitem');
    // Issue 40: the server's first name and last initial, not 'User #4'.
    expect(within(items[0]).getByText('Asha K.')).toBeInTheDocument();
    expect(comments).not.toHaveTextContent('User #');
    expect(within(items[0]).getByText('12 March 2025')).toBeInTheDocument();
    expect(within(items[0]).getByText('The rice bin trick works every time.')).toBeInTheDocument();
    expect(within(items[1]).getByText('User')).toBeInTheDocument();
  });

  it("offers a guest 'Sign in to comment', which opens the login dialog", async () => {
    answerPost(article);
    const user = userEvent.setup();
    renderPost();
    await user.click(await screen.findByRole('button', { name: 'Sign in to comment' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('login');
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
  });

  it('lets a signed-in customer post a comment, shown as awaiting approval and not among the approved', async () => {
    saveSession('tok-7', customer);
    answerPost(article);
    const calls = answerComment((comment) =>
      HttpResponse.json({
        data: {
          postComment: { __typename: 'BlogComment', id: '99', userId: '7', authorName: 'Meera S.', comment, createdAt: '2025-03-14T05:00:00.000Z', pending: true },
        },
      }),
    );
    const user = userEvent.setup();
    renderPost();
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(screen.queryByRole('button', { name: 'Sign in to comment' })).not.toBeInTheDocument();

    // Required, with the shared rule's message.
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(COMMENT_REQUIRED)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(COMMENT_REQUIRED);
    expect(calls).toHaveLength(0);

    await user.type(box, '  Tried it, worked great!  ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText(COMMENT_PENDING_MESSAGE)).toBeInTheDocument();
    expect(calls).toEqual([{ blogId: '1', comment: 'Tried it, worked great!' }]);
    const pending = screen.getByRole('list', { name: 'Your comments awaiting approval' });
    expect(within(pending).getByText('Tried it, worked great!')).toBeInTheDocument();
    expect(within(pending).getByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it("shows the server's message when posting fails", async () => {
    saveSession('tok-7', customer);
    answerPost(article);
    answerComment(() => HttpResponse.json({ errors: [{ message: 'Please log in to comment', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const user = userEvent.setup();
    renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Please log in to comment')).toBeInTheDocument();
    expect(screen.queryByText(COMMENT_PENDING_MESSAGE)).not.toBeInTheDocument();
  });

  it("shows 'Blog not found' with a way back for an unknown or draft id", async () => {
    answerPost(null);
    renderPost('404');
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('treats an id that cannot be an article as not found without asking the server', async () => {
    const calls = answerPost(article);
    renderPost('not-a-number');
    expect(screen.getByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the load error with Retry', async () => {
    server.use(graphql.query('BlogPost', () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })));
    const user = userEvent.setup();
    renderPost();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blogs. Please try again later.');
    answerPost(article);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Pick a Ripe Mango' })).toBeInTheDocument();
  });
});

import { useState } from 'react';
import { Badge, Box, Button, Dialog, Flex, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toaster } from '../../components/app-toaster';
import { graphql } from '../../gql';
import { useAdminSaving } from '../admin-context';
import { ConfirmDialog, errorMessage, formatDateTime, ListState, useErrorToast } from './list-page-parts';

const CommentsQuery = graphql(`
  query BlogsPageComments($blogId: ID!) {
    blogComments(blogId: $blogId) {
      id
      blogId
      userId
      comment
      isApproved
      createdAt
    }
  }
`);

const AddCommentMutation = graphql(`
  mutation BlogsPageAddComment($blogId: ID!, $comment: String!) {
    addBlogComment(blogId: $blogId, comment: $comment) {
      id
    }
  }
`);

const SetApprovedMutation = graphql(`
  mutation BlogsPageSetCommentApproved($id: ID!, $isApproved: Boolean!) {
    setCommentApproved(id: $id, isApproved: $isApproved) {
      id
      isApproved
    }
  }
`);

const DeleteCommentMutation = graphql(`
  mutation BlogsPageDeleteComment($id: ID!) {
    deleteBlogComment(id: $id) {
      id
    }
  }
`);

/** Blog Comments (spec §2): approve by the badge, delete, add; the list reloads after each change. */
export function BlogCommentsDialog({ blog, onClose, onChanged }: { blog: { id: string; title: string } | null; onClose: () => void; onChanged: () => void }) {
  const { data, loading, error, refetch } = useQuery(CommentsQuery, {
    variables: { blogId: blog?.id ?? '' },
    skip: !blog,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useErrorToast(error, 'Failed to fetch comments');
  const { runSaving } = useAdminSaving();
  const [addComment, adding] = useMutation(AddCommentMutation);
  const [setApproved] = useMutation(SetApprovedMutation);
  const [deleteComment, deleteState] = useMutation(DeleteCommentMutation);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const comments = data?.blogComments ?? [];

  const reload = () => {
    void refetch().catch(() => undefined);
    onChanged();
  };

  const submit = async () => {
    if (!blog) return;
    if (!text.trim()) {
      setTextError('Please enter a comment');
      return;
    }
    setTextError(null);
    try {
      await runSaving(() => addComment({ variables: { blogId: blog.id, comment: text.trim() } }));
      toaster.create({ type: 'success', title: 'Comment added successfully' });
      setText('');
      reload();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to add comment') });
    }
  };

  const toggle = async (id: string, isApproved: boolean) => {
    try {
      await runSaving(() => setApproved({ variables: { id, isApproved: !isApproved } }));
      toaster.create({ type: 'success', title: 'Comment status updated' });
      reload();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to update comment') });
    }
  };

  const confirmDelete = async () => {
    if (!deletingId) return;
    try {
      await runSaving(() => deleteComment({ variables: { id: deletingId } }));
      toaster.create({ type: 'success', title: 'Comment deleted successfully' });
      setDeletingId(null);
      reload();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Delete failed') });
    }
  };

  return (
    <Dialog.Root
      open={!!blog}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Blog Comments</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {blog?.title}
              </Text>
              <Box maxH="24rem" overflowY="auto" borderWidth="1px" rounded="md" p="2" mb="4" data-testid="comments-list">
                <ListState
                  loading={loading && !data}
                  error={data ? null : error}
                  errorText="Failed to fetch comments"
                  empty={comments.length === 0}
                  emptyText="No comments yet"
                  onRetry={() => void refetch().catch(() => undefined)}
                >
                  <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Comments">
                    {comments.map((comment) => (
                      <Box as="li" key={comment.id} borderBottomWidth="1px" pb="2">
                        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                          <Text fontWeight="medium" fontSize="sm">
                            {comment.userId ? `User #${comment.userId}` : 'Admin'}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {formatDateTime(comment.createdAt)}
                          </Text>
                        </Flex>
                        <Text fontSize="sm" my="1" whiteSpace="pre-wrap" wordBreak="break-word">
                          {comment.comment}
                        </Text>
                        <Flex gap="2" align="center">
                          <Badge
                            as="button"
                            cursor="pointer"
                            colorPalette={comment.isApproved ? 'green' : 'yellow'}
                            aria-label={`${comment.isApproved ? 'Approved' : 'Pending'}: click to ${comment.isApproved ? 'set pending' : 'approve'}`}
                            onClick={() => void toggle(comment.id, comment.isApproved)}
                          >
                            {comment.isApproved ? 'Approved' : 'Pending'}
                          </Badge>
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeletingId(comment.id)} aria-label={`Delete comment by ${comment.userId ? `User #${comment.userId}` : 'Admin'}`}>
                            Delete
                          </Button>
                        </Flex>
                      </Box>
                    ))}
                  </Stack>
                </ListState>
              </Box>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
                noValidate
              >
                <label htmlFor="blog-new-comment">
                  <Text as="span" fontSize="sm" fontWeight="medium">
                    Add a comment
                  </Text>
                </label>
                <Textarea
                  id="blog-new-comment"
                  rows={3}
                  mt="1"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  aria-invalid={!!textError}
                  aria-describedby={textError ? 'blog-new-comment-error' : undefined}
                />
                {textError && (
                  <Text id="blog-new-comment-error" role="alert" color="fg.error" fontSize="sm" mt="1">
                    {textError}
                  </Text>
                )}
                <Button type="submit" size="sm" mt="2" loading={adding.loading}>
                  Add Comment
                </Button>
              </form>
              <ConfirmDialog
                open={!!deletingId}
                title="Delete comment"
                message="Are you sure you want to delete this comment?"
                confirmLabel="Delete"
                busy={deleteState.loading}
                onConfirm={() => void confirmDelete()}
                onClose={() => setDeletingId(null)}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

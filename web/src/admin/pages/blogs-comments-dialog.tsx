import { useState } from 'react';
import { Badge, Box, Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ConfirmDialog, DetailsDialog, formatDateTime, ListState, useErrorToast, useSaveAndToast } from './list-page-parts';

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
  const saveAndToast = useSaveAndToast();
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
    const comment = text.trim();
    await saveAndToast(() => addComment({ variables: { blogId: blog.id, comment } }), { success: 'Comment added successfully', failure: 'Failed to add comment' }, () => {
      setText('');
      reload();
    });
  };

  const toggle = (id: string, isApproved: boolean) =>
    saveAndToast(() => setApproved({ variables: { id, isApproved: !isApproved } }), { success: 'Comment status updated', failure: 'Failed to update comment' }, reload);

  const confirmDelete = async () => {
    if (!deletingId) return;
    await saveAndToast(() => deleteComment({ variables: { id: deletingId } }), { success: 'Comment deleted successfully', failure: 'Delete failed' }, () => {
      setDeletingId(null);
      reload();
    });
  };

  return (
    <DetailsDialog open={!!blog} title="Blog Comments" onClose={onClose}>
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
    </DetailsDialog>
  );
}

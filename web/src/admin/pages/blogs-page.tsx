import { useState } from 'react';
import { Badge, Button, Checkbox, Input, Table, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { graphql } from '../../gql';
import type { BlogsPageListQuery } from '../../gql/graphql';
import { useAdminSearch } from '../admin-context';
import { uploadProductImage } from '../admin-upload';
import { BlogCommentsDialog } from './blogs-comments-dialog';
import { ConfirmDialog, formatDate, FormDialog, FormField, ListState, matchesSearch, PageHeader, ScrollTable, useAddOrUpdate, useAdminList, useSaveAndToast } from './list-page-parts';

const BlogsQuery = graphql(`
  query BlogsPageList {
    adminBlogs {
      id
      title
      excerpt
      content
      coverImage
      tags
      isPublished
      commentCount
      pendingCommentCount
      createdAt
    }
  }
`);

const CreateBlogMutation = graphql(`
  mutation BlogsPageCreate($input: BlogInput!) {
    createBlog(input: $input) {
      id
    }
  }
`);

const UpdateBlogMutation = graphql(`
  mutation BlogsPageUpdate($id: ID!, $input: BlogInput!) {
    updateBlog(id: $id, input: $input) {
      id
    }
  }
`);

const DeleteBlogMutation = graphql(`
  mutation BlogsPageDelete($id: ID!) {
    deleteBlog(id: $id) {
      id
    }
  }
`);

type Blog = BlogsPageListQuery['adminBlogs'][number];

interface BlogValues {
  title: string;
  content: string;
  coverImage: string;
  tags: string;
  isPublished: boolean;
}

const valuesOf = (blog: Blog | null): BlogValues => ({
  title: blog?.title ?? '',
  content: blog?.content ?? '',
  coverImage: blog?.coverImage ?? '',
  tags: blog?.tags.join(', ') ?? '',
  isPublished: blog?.isPublished ?? false,
});

/** Add/Edit Blog (add versus edit by whether a blog is selected). */
function BlogFormDialog({ open, blog, onClose, onSaved }: { open: boolean; blog: Blog | null; onClose: () => void; onSaved: () => void }) {
  const editing = !!blog;
  const { saving, save } = useAddOrUpdate(CreateBlogMutation, UpdateBlogMutation, () => {
    onSaved();
    onClose();
  });
  const { register, handleSubmit, control, formState, setValue } = useForm<BlogValues>({ values: valuesOf(blog) });
  const errors = formState.errors;
  // Pictures must be the shop's own (the pages load no other site's): uploaded here, then the
  // field holds their /uploads/… address, which can also go into the content's <img>.
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const onCoverFile = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true, error: null });
    try {
      setValue('coverImage', await uploadProductImage(file), { shouldDirty: true });
      setUpload({ busy: false, error: null });
    } catch (error) {
      setUpload({ busy: false, error: (error as { serverMessage?: string }).serverMessage ?? 'Upload failed. Please try again.' });
    }
  };

  const submit = handleSubmit(async (values) => {
    const input = {
      title: values.title.trim(),
      content: values.content,
      coverImage: values.coverImage.trim() || null,
      tags: values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      isPublished: values.isPublished,
    };
    await save(blog?.id ?? null, input, { success: editing ? 'Blog updated successfully' : 'Blog added successfully', failure: 'Failed to save blog' });
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Blog' : 'Add Blog'}
      formId="blog-form"
      saving={saving}
      submitLabel={editing ? 'Update Blog' : 'Add Blog'}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Title" required error={errors.title?.message}>
        <Input {...register('title', { validate: (value) => (value.trim() ? true : 'Please enter a title') })} />
      </FormField>
      <FormField label="Content" required error={errors.content?.message}>
        <Textarea rows={10} {...register('content', { validate: (value) => (value.trim() ? true : 'Please enter the content') })} />
      </FormField>
      <FormField label="Cover Image URL">
        <Input placeholder="/uploads/…" {...register('coverImage')} />
      </FormField>
      <FormField label="Upload a cover picture" error={upload.error ?? undefined}>
        <Input type="file" accept="image/png,image/jpeg,image/webp" disabled={upload.busy} onChange={(event) => void onCoverFile(event.target.files?.[0])} />
        <small>{upload.busy ? 'Uploading…' : 'The shop shows only its own pictures, not links to other sites.'}</small>
      </FormField>
      <FormField label="Tags (comma separated)">
        <Input {...register('tags')} />
      </FormField>
      <Controller
        control={control}
        name="isPublished"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(event) => field.onChange(event.checked === true)}>
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>Publish immediately</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}

/** Blogs: every blog, published or draft, with edit, delete and its comments (spec §2). */
export default function BlogsPage() {
  const { data, reload, listState } = useAdminList(BlogsQuery, 'Failed to fetch blogs');
  const search = useAdminSearch();
  const saveAndToast = useSaveAndToast();
  const [editing, setEditing] = useState<{ blog: Blog | null } | null>(null);
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const [commentsOf, setCommentsOf] = useState<Blog | null>(null);
  const [deleteBlog, deleteState] = useMutation(DeleteBlogMutation);

  const blogs = (data?.adminBlogs ?? []).filter((blog) => matchesSearch(search, blog.title));

  const confirmDelete = async () => {
    if (!deleting) return;
    await saveAndToast(() => deleteBlog({ variables: { id: deleting.id } }), { success: 'Blog deleted successfully', failure: 'Delete failed' }, () => {
      setDeleting(null);
      reload();
    });
  };

  return (
    <section>
      <PageHeader title="Blogs">
        <Button size="sm" colorPalette="green" bg="green.700" onClick={() => setEditing({ blog: null })}>
          Add Blog
        </Button>
      </PageHeader>
      <ListState
        {...listState}
        empty={blogs.length === 0}
        emptyText="No blogs found"
      >
        <ScrollTable label="Blogs" columns={['Title', 'Content', 'Status', 'Comments', 'Date', 'Actions']}>
          {blogs.map((blog) => (
            <Table.Row key={blog.id}>
              <Table.Cell fontWeight="medium" minW="10rem">
                {blog.title}
              </Table.Cell>
              <Table.Cell minW="16rem" color="fg.muted" fontSize="sm">
                {blog.excerpt.slice(0, 100)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={blog.isPublished ? 'green' : 'gray'}>{blog.isPublished ? 'Published' : 'Draft'}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {blog.commentCount}
                {blog.pendingCommentCount > 0 && ` (${blog.pendingCommentCount} pending)`}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(blog.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Button size="xs" variant="outline" me="2" aria-label={`Edit ${blog.title}`} onClick={() => setEditing({ blog })}>
                  Edit
                </Button>
                <Button size="xs" variant="outline" me="2" aria-label={`Comments on ${blog.title}`} onClick={() => setCommentsOf(blog)}>
                  Comments
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${blog.title}`} onClick={() => setDeleting(blog)}>
                  Delete
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
      <BlogFormDialog open={!!editing} blog={editing?.blog ?? null} onClose={() => setEditing(null)} onSaved={reload} />
      <BlogCommentsDialog blog={commentsOf} onClose={() => setCommentsOf(null)} onChanged={reload} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete blog"
        message="Are you sure you want to delete this blog?"
        confirmLabel="Delete"
        busy={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

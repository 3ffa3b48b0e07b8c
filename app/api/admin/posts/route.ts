import { createPost, listPosts } from '@/lib/server/content/desk';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { postFormSchema } from '@/lib/validation/content-forms';

/** The blog's posts, newest first (those published later too); or a new one. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json({ data: await listPosts(db) })),
  POST: handleStaff(async ({ db, staff, body }) => {
    const id = await createPost(db, staff, validated(postFormSchema, body));
    return json({ status: 'success', msg: 'Post added', id }, { status: 201 });
  }),
});

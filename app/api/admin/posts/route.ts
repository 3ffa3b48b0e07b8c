import { createPost, listPosts } from '@/lib/server/content/desk';
import { bodyBytesFor, handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { POST_LIMITS } from '@/lib/field-limits';
import { postFormSchema } from '@/lib/validation/content-forms';

/** A post's form holds its text. */
const POST_FORM = { maxBytes: bodyBytesFor(POST_LIMITS.body) };

/** The blog's posts, newest first (those published later too); or a new one. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json({ data: await listPosts(db) }), { area: 'content' }),
  POST: handleStaff(async ({ db, staff, body }) => {
    const id = await createPost(db, staff, validated(postFormSchema, body));
    return json({ status: 'success', msg: 'Post added', id }, { status: 201 });
  }, POST_FORM),
});

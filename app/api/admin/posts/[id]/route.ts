import { getPostForm, updatePost } from '@/lib/server/content/desk';
import { bodyBytesFor, handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { POST_LIMITS } from '@/lib/field-limits';
import { postFormSchema } from '@/lib/validation/content-forms';

/** A post's form holds its text. */
const POST_FORM = { maxBytes: bodyBytesFor(POST_LIMITS.body) };

/** One blog post: read its form, or save it (recorded; the blog shows it at once). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<IdContext>(async ({ db }, context) => json(await getPostForm(db, await routeId(context))), {
    area: 'content',
  }),
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    await updatePost(db, staff, await routeId(context), validated(postFormSchema, body));
    return json({ status: 'success', msg: 'Post saved' });
  }, POST_FORM),
});

import { errorJson } from '@/lib/server/routes/http';

/** Any other API path answers a JSON 404, whatever the method. */
const notFound = async () => errorJson(404, 'No API endpoint at this path');

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };

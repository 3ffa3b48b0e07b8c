/** The floor is built with Next.js defaults (its one image is a vector). */
const config = { images: { dangerouslyAllowSVG: true } };

export default config;

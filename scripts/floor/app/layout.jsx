/** The floor: the smallest App Router page (`npm run bench` weighs the shop's pages against it). */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

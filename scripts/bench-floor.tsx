// The floor for npm run bench: a bare React Router page with nothing of this site in it (no
// database, no layout), rendered on every request, served by Express with the same compression.
// `GET /?links=N&bytes=B` renders N links (React Router's <Link>, or plain <a> with &plain=1) padded
// to about B bytes of HTML, so it can be compared with one of the site's pages of the same size.
//
//   PORT=4000 npx tsx scripts/bench-floor.tsx
import compression from "compression";
import express from "express";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";

interface FloorData {
  links: number;
  padding: number;
  plain: boolean;
}

function Page() {
  const { links, padding, plain } = useLoaderData() as FloorData;
  const words = "Barcode label printer ribbon scanner ".repeat(Math.ceil(padding / 37) + 1);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Floor</title>
      </head>
      <body>
        <ul>
          {Array.from({ length: links }, (_, i) =>
            plain ? (
              <li key={i}>
                <a href={`/products/item-${i}`}>Product number {i}</a>
              </li>
            ) : (
              <li key={i}>
                <Link to={`/products/item-${i}`}>Product number {i}</Link>
              </li>
            ),
          )}
        </ul>
        <p>{words.slice(0, padding)}</p>
      </body>
    </html>
  );
}

const routes = [
  {
    path: "/",
    loader: ({ request }: { request: Request }): FloorData => {
      const url = new URL(request.url);
      const links = Math.min(2000, Number(url.searchParams.get("links") ?? 200));
      const bytes = Math.min(1_000_000, Number(url.searchParams.get("bytes") ?? 0));
      // About 60 bytes of HTML a link.
      return {
        links,
        padding: Math.max(0, bytes - 400 - links * 60),
        plain: url.searchParams.get("plain") === "1",
      };
    },
    Component: Page,
  },
];
const handler = createStaticHandler(routes);

const app = express();
app.use(compression());
app.get("/", async (req, res) => {
  const request = new Request(`http://localhost${req.originalUrl}`);
  const context = await handler.query(request);
  if (context instanceof Response) return res.status(context.status).end();
  const router = createStaticRouter(handler.dataRoutes, context);
  const { pipe } = renderToPipeableStream(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    {
      onShellReady() {
        res.status(200).setHeader("Content-Type", "text/html; charset=utf-8");
        pipe(res);
      },
      onShellError() {
        res.status(500).end();
      },
    },
  );
});
app.listen(Number(process.env.PORT ?? 4000), "127.0.0.1", () => console.log("floor ready"));

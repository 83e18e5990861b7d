import { useRouteLoaderData } from "react-router";

/** A category as the header, menus, footer, sidebar and 404 page list it. */
export interface NavCategory {
  name: string;
  display_name: string;
}

/** What the root loader sends every page (root.tsx checks its answer against this). */
export interface RootData {
  categories: NavCategory[];
}

/**
 * The categories the root loader read for the site frame; none when it has not run (an error before
 * it). Components and routes read them here, so none of them imports the root module back.
 */
export function useNavCategories(): NavCategory[] {
  return useRouteLoaderData<RootData>("root")?.categories ?? [];
}

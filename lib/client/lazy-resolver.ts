// A form's zod resolver that loads zod, the schema and @hookform/resolvers when the form is first used, not with
// the page: zod is the largest library a form page would load, and a page is read long before it is submitted.
// Create one per schema at module level (so the loaded resolver is shared) and spread its `preloadOn` on the
// <form>: it loads when the owner first touches or types in the form (not on focus: a dialog that focuses its
// first field as it opens would load zod with the page). A submit before it has loaded waits for it.
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload: () => void;
  /** The form's events that start the load. */
  preloadOn: { onPointerDown: () => void; onKeyDown: () => void };
};

export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  function load() {
    if (!loading) {
      loading = Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      );
      // A failed load (the network dropped) is tried again next time.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  }
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
  const preload = () => void load().catch(() => undefined);
  return Object.assign(resolver, { preload, preloadOn: { onPointerDown: preload, onKeyDown: preload } });
}

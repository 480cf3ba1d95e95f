// The parts of lib/ in rows, low to high (docs/architecture.md, "The layers"). A module may import its own part
// and the parts of lower rows: never a part of its own row or of a row above. So every arrow points down and no
// two parts import each other, whatever the files say. A part is a folder under lib/, a module at lib/'s root, or
// a folder named here whole (lib/jobs/signals, the one door from the domains into the jobs). Types are erased, and
// may be imported from anywhere. A folder that is in no row fails lint until it is given its place.
import path from "node:path";

export const LAYERS = [
  // What everything stands on: the settings, the generated database client, pure helpers.
  ["env", "generated", "format", "utils", "sandbox", "offline-writer-id", "turns"],
  ["api", "db", "crypto", "http"],
  ["time", "validation"],
  // Below the domains: the channels, the outside services, and how background work is asked for.
  ["plans", "channels"],
  ["writing"],
  ["integrations", "storage"],
  ["jobs/signals"],
  // The domains, each above what it builds on.
  ["sessions"],
  ["notifications"],
  ["credits"],
  ["billing"],
  ["media"],
  ["auth"],
  ["social"],
  ["voice"],
  ["posts"],
  ["publishing"],
  ["calendar"],
  ["insights"],
  ["planning"],
  ["business", "feedback"],
  // What runs the domains: the jobs and the browser's code; the start-up, which starts the jobs.
  ["jobs", "client"],
  ["start-up"],
];

const ROW = new Map(LAYERS.flatMap((row, index) => row.map((part) => [part, index])));

/** The part of lib/ that a path under lib/ ("posts/post-view.ts", "jobs/signals") belongs to. */
export function partOf(libPath) {
  const [first, second] = libPath.replace(/\.(ts|tsx|mjs|js)$/, "").split("/");
  return second !== undefined && ROW.has(`${first}/${second}`) ? `${first}/${second}` : first;
}

/** The path in the project that an import names ("@/lib/db", "../db" → "lib/db"), or null for a package. */
function importedPath(specifier, fileDir) {
  if (specifier.startsWith("@/")) return specifier.slice("@/".length);
  return specifier.startsWith(".") ? path.posix.join(fileDir, specifier) : null;
}

const typeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));

const rule = {
  meta: {
    type: "problem",
    docs: { description: "The parts of lib/ import only parts of lower rows (eslint/layers.mjs)." },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    if (!file.startsWith("lib/")) return {};
    const from = partOf(file.slice("lib/".length));
    if (from === "generated") return {};
    const fileDir = path.posix.dirname(file);

    const check = (node, source) => {
      if (typeof source?.value !== "string") return;
      const target = importedPath(source.value, fileDir);
      if (target === null) return;
      // The app and its components sit above all of lib/.
      const above = /^(app|components)\//.exec(target);
      if (above) {
        context.report({ node, message: `lib/ sits below ${above[1]}/ and may not import it: move what both need into lib/, or have the caller pass it in.` });
        return;
      }
      if (!target.startsWith("lib/")) return;
      const libPath = target.slice("lib/".length);
      const to = partOf(libPath);
      if (to === from) return;
      for (const part of [from, to]) {
        if (!ROW.has(part)) {
          context.report({ node, message: `lib/${part} has no place in the layers: give it a row in eslint/layers.mjs.` });
          return;
        }
      }
      if (ROW.get(to) >= ROW.get(from)) {
        const where = ROW.get(to) === ROW.get(from) ? "beside it" : "above it";
        context.report({
          node,
          message: `lib/${from} may not import lib/${to}, which is ${where} in the layers (eslint/layers.mjs): the arrows point down, never back up.`,
        });
      }
    };

    return {
      ImportDeclaration: (node) => typeOnly(node) || check(node, node.source),
      ExportNamedDeclaration: (node) => typeOnly(node) || check(node, node.source),
      ExportAllDeclaration: (node) => typeOnly(node) || check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const layersPlugin = { rules: { "import-down": rule } };

// `npm run lint`, last step: fails when two folders of lib import each other,
// directly or around a ring. dependency-cruiser resolves the imports with
// the project's own configuration; scripts/lint/folder-graph.ts finds loops.
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { folderEdges, folderLoops, witnesses, type ModuleEdge } from "./folder-graph";

const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const { output } = await cruise(["lib"], { ...options, ruleSet: undefined, validate: false }, undefined, { tsConfig: extractTSConfig("tsconfig.json") });
const edges: ModuleEdge[] = (output as ICruiseResult).modules.flatMap((m) =>
  m.dependencies.filter((d) => !d.coreModule && !d.couldNotResolve).map((d) => ({ from: m.source, to: d.resolved })),
);
const loops = folderLoops(folderEdges(edges));
if (loops.length === 0) {
  console.log(`no folder loops in lib (${edges.length} imports)`);
} else {
  for (const loop of loops) {
    console.error(`folder loop: ${loop.join(" ⇄ ")}`);
    for (const edge of witnesses(edges, loop)) console.error(`  ${edge.from} → ${edge.to}`);
  }
  process.exit(1);
}

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureDevVars, writeBuildDevVars } from "./local-env";

describe("writeBuildDevVars", () => {
  const folder = () => mkdtempSync(join(tmpdir(), "dev-vars-"));

  it("carries the project's settings to the build, so EMAIL_TRANSPORT set in .dev.vars takes effect", async () => {
    const dir = folder();
    const project = join(dir, ".dev.vars");
    await ensureDevVars(project, "http://localhost:8787");
    writeFileSync(
      project,
      readFileSync(project, "utf8").replace('EMAIL_TRANSPORT="outbox"', 'EMAIL_TRANSPORT="failing"'),
    );
    const build = join(dir, "build.vars");
    writeFileSync(build, "PASS_SIGNING_KEY='copied-by-the-build'\nEMAIL_TRANSPORT=\"outbox\"\n");

    writeBuildDevVars(build, project, "http://localhost:8795");

    const written = readFileSync(build, "utf8");
    expect(written).toMatch(/^EMAIL_TRANSPORT="failing"$/m);
    expect(written).not.toMatch(/^EMAIL_TRANSPORT="outbox"$/m);
    // The project's own key wins over the build's copy; the build's other values stay.
    expect(written).toMatch(/^PASS_SIGNING_KEY='\{.*"kty":"OKP".*\}'$/m);
    expect(written).toMatch(/^TOKEN_SIGNING_SECRET="[\w-]{43}"$/m);
  });

  it("points PUBLIC_ORIGIN at this run's port, whatever an earlier run wrote", async () => {
    const dir = folder();
    const project = join(dir, ".dev.vars");
    await ensureDevVars(project, "http://localhost:8787");
    const build = join(dir, "build.vars");

    writeBuildDevVars(build, project, "http://localhost:8795");
    writeBuildDevVars(build, project, "http://localhost:8796");

    const origins = readFileSync(build, "utf8").match(/^PUBLIC_ORIGIN=.*$/gm);
    expect(origins).toEqual(['PUBLIC_ORIGIN="http://localhost:8796"']);
  });
});

/**
 * A signed-in person's controls of a session card (./star-toggle.tsx, SessionActions): "Questions"
 * opens the session's live room, inside the app's router as outside it (the public /agenda is
 * hydrated without the router: docs/decisions/0006-public-pages-rendered-by-the-worker.md).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { renderWithApp } from "../../test/render";
import { SessionActions } from "./star-toggle";

describe("SessionActions", () => {
  it("links to the session's live room inside the app's router", () => {
    renderWithApp(<SessionActions item={{ id: 3 }} />);
    expect(screen.getByRole("link", { name: "Questions" })).toHaveAttribute("href", "/app/sessions/3");
  });

  it("links to it with a plain link on a page without the router", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionActions item={{ id: 3 }} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("link", { name: "Questions" })).toHaveAttribute("href", "/app/sessions/3");
  });
});

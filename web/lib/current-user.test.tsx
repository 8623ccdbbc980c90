/** The current user (./session.ts): a signed-out visitor's page makes no request that answers 401. */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userRecord } from "../test/fixtures";
import { json, mockFetch, renderWithApp } from "../test/render";
import { setAuthToken } from "./auth-token";
import { useUser } from "./current-user";

function Who() {
  const { data, isPending } = useUser();
  return <p>{isPending ? "Loading" : data ? `Signed in as ${data.firstName}` : "Signed out"}</p>;
}

describe("useUser", () => {
  it("is signed out without asking the API when no token is stored", async () => {
    const calls = mockFetch(() => json({ message: "Not logged in" }, 401));
    renderWithApp(<Who />);
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("asks GET /api/user with the stored token", async () => {
    setAuthToken("7.token");
    const calls = mockFetch(() => json(userRecord({ firstName: "Dana" })));
    renderWithApp(<Who />);
    expect(await screen.findByText("Signed in as Dana")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/user"]);
    expect(new Headers(calls[0]!.init.headers).get("Authorization")).toBe("Bearer 7.token");
  });
});

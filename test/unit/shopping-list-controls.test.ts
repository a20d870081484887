import { describe, expect, it } from "vitest";
import { LIST_ORDER_KEY } from "@contract/limits";
import { readListOrder } from "@web/features/shopping/hooks/use-list-order";
import { moveActive } from "@web/features/shopping/quick-add/suggestion-list";

const storage = (value: string | null) => ({ getItem: (key: string) => (key === LIST_ORDER_KEY ? value : null) });

describe("the list's order kept on the device", () => {
  it("is the shop's order only when that was chosen, else alphabetical (the default)", () => {
    expect(readListOrder(storage("shop"))).toBe("shop");
    expect(readListOrder(storage(null))).toBe("alphabetical");
    expect(readListOrder(storage("something else"))).toBe("alphabetical");
  });

  it("is alphabetical when the storage cannot be read (private mode)", () => {
    expect(
      readListOrder({
        getItem: () => {
          throw new Error("denied");
        },
      }),
    ).toBe("alphabetical");
  });
});

describe("the arrows through the typed name's suggestions", () => {
  it("go down from the input through each name and back to the input", () => {
    const visited = [-1];
    for (let step = 0; step < 4; step += 1) visited.push(moveActive(visited.at(-1)!, 3, 1));
    expect(visited).toEqual([-1, 0, 1, 2, -1]);
  });

  it("go up from the input to the last name", () => {
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
  });
});

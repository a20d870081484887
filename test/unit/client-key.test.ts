import { describe, expect, it } from "vitest";
import { clientKey, clientNetwork, networkKeyPrefix } from "@worker/lib/client";

describe("clientKey", () => {
  it("is the IPv4 address itself", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey(" 203.0.113.9 ")).toBe("203.0.113.9");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    expect(clientKey("2001:db8:1:2::1")).toBe(key);
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientKey("2001:DB8:1:2:a:b:c:d")).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("is 'local' without a header, and never longer than 64 characters for junk", () => {
    expect(clientKey(undefined)).toBe("local");
    expect(clientKey("")).toBe("local");
    expect(clientKey(`${"z:".repeat(100)}`).length).toBeLessThanOrEqual(64);
    expect(clientKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});

describe("clientNetwork", () => {
  it("is an IPv6 address's /48, the IPv4 address itself, and 'local' without a header", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(clientNetwork("2001:0db8:0001:ffff:1:2:3:4")).toBe("2001:db8:1::/48");
    expect(clientNetwork("2001:db8:2::1")).not.toBe("2001:db8:1::/48");
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetwork(undefined)).toBe("local");
  });

  it("prefixes every /64 key inside the /48 and no other", () => {
    const prefix = networkKeyPrefix(clientNetwork("2001:db8:1::9"))!;
    expect(clientKey("2001:db8:1:abcd::1").startsWith(prefix)).toBe(true);
    expect(clientKey("2001:db8:10:0::1").startsWith(prefix)).toBe(false);
    expect(clientKey("2001:db8:2:1::1").startsWith(prefix)).toBe(false);
    expect(networkKeyPrefix("203.0.113.9")).toBeNull();
    expect(networkKeyPrefix("local")).toBeNull();
  });
});

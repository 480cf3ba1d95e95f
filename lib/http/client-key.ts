// The client as the limits count it (sign-in, sign-up and free trials): one machine or one subscriber's network,
// whichever of its addresses a request came from.
// - An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack server sees an IPv4 client) is that IPv4 address.
// - Loopback (127.0.0.0/8 and ::1) is this machine, one client however it connected.
// - IPv6 counts by its /64: that is what a provider gives one subscriber, and a host picks the lower 64 bits of
//   its addresses freely (privacy addresses), so each of them would otherwise start a fresh count.
import "server-only";
import { isIPv4, isIPv6 } from "node:net";

const LOOPBACK_CLIENT = "127.0.0.1";

/** The client an address belongs to; anything that is not an IP address (`unknown`) is its own key. */
export function clientKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "")
    .toLowerCase();
  if (isIPv4(bare)) return bare.startsWith("127.") ? LOOPBACK_CLIENT : bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const zerosBefore = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zerosBefore(5) && groups[5] === 0xffff) return clientKey([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join("."));
  if (zerosBefore(7) && groups[7] === 1) return LOOPBACK_CLIENT;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address: '::' filled with zeros, a dotted IPv4 ending read as the last two. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : address;
  const [head = "", tail] = hex.split("::");
  const read = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = read(head);
  if (tail === undefined) return left;
  const right = read(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

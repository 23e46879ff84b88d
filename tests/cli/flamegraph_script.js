// Runs the script embedded in a `selfprof flamegraph` SVG against a minimal
// stand-in DOM (enough for what the script uses) and checks click-to-zoom,
// reset and search.
// usage: node flamegraph_script.js SVG SEARCH_REGEX EXPECTED_MATCHED_TEXT
"use strict";
const fs = require("fs");
const vm = require("vm");
const [svgPath, term, wantMatched] = process.argv.slice(2);
const text = fs.readFileSync(svgPath, "utf8");
let failures = 0;
function fail(msg) { console.log("FAIL: " + svgPath + ": " + msg); failures++; }
function unescape(s) {
  return s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"")
    .replace(/&apos;/g, "'").replace(/&amp;/g, "&");
}

class Element {
  constructor(tag, attrs, parent) {
    this.tag = tag; this.attrs = Object.assign({}, attrs); this.children = [];
    this.parentNode = parent || null; this.textContent = ""; this.listeners = {};
    const cls = new Set((this.attrs["class"] || "").split(/\s+/).filter(Boolean));
    this.classList = {
      add: (c) => cls.add(c), remove: (c) => cls.delete(c), contains: (c) => cls.has(c),
    };
    if (parent) parent.children.push(this);
  }
  getAttribute(k) { return k in this.attrs ? this.attrs[k] : null; }
  setAttribute(k, v) { this.attrs[k] = String(v); }
  querySelector(tag) { return this.children.find((c) => c.tag === tag) || null; }
  addEventListener(type, fn) { (this.listeners[type] = this.listeners[type] || []).push(fn); }
  fire(type, ev) { (this.listeners[type] || []).forEach((fn) => fn(ev)); }
}
function attrsOf(s) {
  const a = {};
  for (const m of s.matchAll(/([\w:-]+)="([^"]*)"/g)) a[m[1]] = unescape(m[2]);
  return a;
}

const svgTag = text.match(/<svg ([^>]*)>/);
const svg = new Element("svg", attrsOf(svgTag[1]));
const byId = {};
for (const m of text.matchAll(/<(text|g) (id="[^"]*"[^>]*)>([^<]*)/g)) {
  const e = new Element(m[1], attrsOf(m[2]), svg);
  e.textContent = unescape(m[3]);
  byId[e.attrs.id] = e;
}
const root = byId.frames;
const frames = [];
const re = /<g class="f" ([^>]*)><title>([^<]*)<\/title><rect ([^>]*)\/><text ([^>]*)>([^<]*)<\/text><\/g>/g;
for (const m of text.matchAll(re)) {
  const g = new Element("g", Object.assign({ "class": "f" }, attrsOf(m[1])), root);
  new Element("title", {}, g).textContent = unescape(m[2]);
  new Element("rect", attrsOf(m[3]), g);
  new Element("text", attrsOf(m[4]), g).textContent = unescape(m[5]);
  frames.push(g);
}
if (String(frames.length) !== svg.attrs["data-frames"])
  fail(`parsed ${frames.length} frames, the SVG says ${svg.attrs["data-frames"]}`);
const script = text.match(/<!\[CDATA\[([\s\S]*)\]\]>/)[1];
let promptAnswer = term;
const window = new Element("window", {});
window.prompt = () => promptAnswer;
window.alert = (m) => fail("alert: " + m);
const document = {
  documentElement: svg,
  getElementById: (id) => byId[id] || null,
  querySelectorAll: (sel) => (sel === "g.f" ? frames.slice() : []),
};
vm.runInNewContext(script, { window, document, Math, Array, RegExp, Infinity });

const W = +svg.attrs.width, xpad = +svg.attrs["data-xpad"], span = W - 2 * xpad;
const total = +svg.attrs["data-total"];
const orig = frames.map((g) => [+g.querySelector("rect").attrs.x, +g.querySelector("rect").attrs.width]);
const near = (a, b) => Math.abs(a - b) < 0.01;
const fx = (g) => +g.attrs["data-x"], fw = (g) => +g.attrs["data-w"];
const fy = (g) => +g.querySelector("rect").attrs.y;

// Zoom into the widest frame that has a parent and a child.
let z = null;
for (const g of frames)
  if (fy(g) < fy(frames[0]) && frames.some((c) => fy(c) < fy(g) && fx(c) >= fx(g) &&
      fx(c) + fw(c) <= fx(g) + fw(g)) && (!z || fw(g) > fw(z))) z = g;
if (!z) z = frames[0];
root.fire("click", { target: z.querySelector("rect") });
const scale = span / fw(z);
for (const g of frames) {
  const r = g.querySelector("rect"), x = +r.attrs.x, w = +r.attrs.width;
  const inside = fx(g) >= fx(z) && fx(g) + fw(g) <= fx(z) + fw(z);
  const holds = fx(g) <= fx(z) && fx(g) + fw(g) >= fx(z) + fw(z);
  if (fy(g) > fy(z) && holds) {
    if (!g.classList.contains("parent") || !near(x, xpad) || !near(w, span))
      fail("an ancestor of the zoomed frame is not full width");
  } else if (fy(g) <= fy(z) && inside) {
    if (g.classList.contains("hide") || !near(x, xpad + (fx(g) - fx(z)) * scale) ||
        !near(w, fw(g) * scale))
      fail(`frame ${g.querySelector("title").textContent.split("\n")[0]} misplaced after zoom`);
  } else if (!g.classList.contains("hide")) {
    fail("a frame outside the zoomed one stays visible");
  }
  const t = g.querySelector("text").textContent;
  const label = g.querySelector("title").textContent.split("\n")[0];
  if (t && t !== label && !(t.endsWith("..") && label.startsWith(t.slice(0, -2))))
    fail(`text ${t} is not the clipped label ${label}`);
}
if (byId.unzoom.classList.contains("hide")) fail("Reset Zoom not shown while zoomed");
window.fire("keydown", { key: "Escape", preventDefault() {} });
frames.forEach((g, i) => {
  const r = g.querySelector("rect");
  if (g.classList.contains("hide") || !near(+r.attrs.x, orig[i][0]) || !near(+r.attrs.width, orig[i][1]))
    fail("reset zoom does not restore the layout");
});
if (!byId.unzoom.classList.contains("hide")) fail("Reset Zoom still shown");

// Search: highlighted frames and the matched share.
byId.search.fire("click", {});
const rx = new RegExp(term);
for (const g of frames) {
  const hit = rx.test(g.querySelector("title").textContent.split("\n")[0]);
  if ((g.querySelector("rect").attrs.fill === "rgb(230,0,230)") !== hit)
    fail("search highlight wrong for " + g.querySelector("title").textContent.split("\n")[0]);
}
if (byId.matched.textContent !== wantMatched)
  fail(`matched text ${JSON.stringify(byId.matched.textContent)}, want ${JSON.stringify(wantMatched)}`);
byId.clear.fire("click", {});
if (byId.matched.textContent !== "" || frames.some((g) => g.querySelector("rect").attrs.fill === "rgb(230,0,230)"))
  fail("clear search leaves highlights");
// Hover shows the details line.
root.fire("mouseover", { target: frames[0].querySelector("rect") });
if (!byId.details.textContent.startsWith(frames[0].querySelector("title").textContent.split("\n")[0]))
  fail("hover does not show the details");
if (total <= 0) fail("no total");
if (failures) process.exit(1);
console.log(`ok ${svgPath}: script zooms, resets, searches (${wantMatched})`);

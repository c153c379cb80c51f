/**
 * The HTML page template of the production build (siteConfig.ssrTemplate): Docusaurus' own
 * (@docusaurus/core lib/ssg/ssgTemplate.html.js, 3.10), except for how the site's scripts start.
 *
 * Upstream loads them with `<script defer>`: they download in parallel with the page, but a
 * browser that has them by the end of parsing runs them before it first paints, so on a slow
 * phone the server-rendered page stays blank while the main bundle evaluates. Here they are
 * named by `<link>` elements that fetch nothing (BOOT_LINK: a preload for no media), and
 * `BOOT_SCRIPT` adds them, in order, once the page has painted. Hydration starts a moment later;
 * the reader sees the page sooner. Fetched as preloads, they took the network and the main thread
 * (their arrival) from the first paint: on the home page behind nginx, Lighthouse's observed first
 * paint came at 139-164 ms with them and 75-107 ms without, and its simulated LCP, which counts
 * every script downloaded before the paint, at 1.43-1.63 s against 0.90 s.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/ssg/ssgTemplate.html.js
 */

import { AT_ANCHOR_ATTRIBUTE } from '../clientModules/skipOffscreen';

export { AT_ANCHOR_ATTRIBUTE };

/** Marks the links BOOT_SCRIPT turns into scripts. */
export const BOOT_ATTRIBUTE = 'data-boot-script';

/**
 * The attributes of a boot script's link, but its `href`: a script preload for no media, so the
 * browser fetches nothing before the boot script asks for it (the link names the script and its
 * kind for the page's tools and checks).
 */
export const BOOT_LINK = `rel="preload" as="script" media="not all" ${BOOT_ATTRIBUTE}`;

/**
 * Marks the JSON data block (`<script type="application/json">`) with the URLs of the chunks of the
 * page's routes (added by plugins/client-startup/boot-tables.ts), which BOOT_SCRIPT adds as scripts
 * before the linked ones, ROUTE_CHUNKS_PER_TASK in a task.
 */
export const ROUTE_CHUNKS_ATTRIBUTE = 'data-route-chunks';
export const ROUTE_CHUNKS_PER_TASK = 4;

/**
 * Adds the scripts once the browser reports the first contentful paint, or after
 * BOOT_FALLBACK_MS, whichever comes first; at once in a hidden tab (it does not paint) or where
 * paint timing is not observable. `async = false` keeps the order of dynamically added scripts.
 * The route's chunks are not preloaded: a request the page starts before it paints delays its
 * paint on a slow network. Each of them costs its request's start when added (3-6 ms at 4 × CPU),
 * hence a few per task (all at once in a hidden tab, whose timers the browser slows down), before
 * the linked scripts, so that the bundler's chunk loader, which
 * runs with the main bundle, finds each of them there instead of adding its own (it looks for a
 * chunk's script by its `src` attribute, hence the `href` as written). They run as they arrive
 * (they only hand their modules to the runtime, whenever it comes).
 * ES5 and no quotes inside, so it fits any browser and the template as it is.
 */
export const BOOT_FALLBACK_MS = 1000;

export const BOOT_SCRIPT = `(function(){var d=false;function a(u,o){var e=document.createElement("script");e.setAttribute("src",u);e.async=!o;document.head.appendChild(e)}function c(u,i,f){if(i>=u.length)return f();var n=document.visibilityState==="hidden"?u.length:${ROUTE_CHUNKS_PER_TASK};function g(){for(var j=i;j<i+n&&j<u.length;j++)a(u[j],false);c(u,i+n,f)}if(n<u.length)setTimeout(g,0);else g()}function s(){if(d)return;d=true;var r=document.querySelector("script[${ROUTE_CHUNKS_ATTRIBUTE}]");c(r?JSON.parse(r.textContent):[],0,function(){var l=document.querySelectorAll("link[${BOOT_ATTRIBUTE}]");for(var i=0;i<l.length;i++)a(l[i].getAttribute("href"),true)})}var P=window.PerformanceObserver;if(document.visibilityState==="hidden"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){s();return}new P(function(list,o){var x=list.getEntries();for(var i=0;i<x.length;i++)if(x[i].name==="first-contentful-paint"){o.disconnect();setTimeout(s,0)}}).observe({type:"paint",buffered:true});setTimeout(s,${BOOT_FALLBACK_MS})})()`;

/**
 * Runs before the content is parsed. A page opened at a heading (`#…`) renders all of its content at
 * load, so that the browser scrolls to the heading's real place; otherwise the blocks below the
 * first screen are skipped until they come near it, with guessed heights (src/css/custom.css,
 * src/clientModules/skipOffscreen.ts). Such a page is not held until the heading is parsed: that
 * removed the shifts of a table below the heading getting its rows, but delayed the first paint of
 * the largest API page from 1.2 to 3.1 s at 4 ×.
 * No paint is held for the navbar either: until the parser has passed it, its right-hand items are
 * hidden by the style sheet instead (src/css/custom.css, src/lib/navbarEnd.ts).
 */
export const HEAD_SCRIPT = `(function(){if(location.hash)document.documentElement.setAttribute("${AT_ANCHOR_ATTRIBUTE}","")})()`;

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <script>${HEAD_SCRIPT}</script>
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link href="<%= it.baseUrl %><%= script %>" ${BOOT_LINK} />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${BOOT_SCRIPT}</script>
  </body>
</html>
`;

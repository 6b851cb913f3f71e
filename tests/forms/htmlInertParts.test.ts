import { inertParts, withoutEventHandlers } from '../../src/engine/form/widgets/htmlInertParts';

// A job's HTML is read as text for what cannot run in the back-office, the way a browser would split its tags.
describe('what in a job\'s HTML will not run', () => {
  test.each([
    ['<p>Só texto</p>', { scripts: false, handlers: [], javascriptLinks: false }],
    ['<script>track()</script>', { scripts: true, handlers: [], javascriptLinks: false }],
    ['<SCRIPT SRC="https://exemplo.com/a.js"></SCRIPT>', { scripts: true, handlers: [], javascriptLinks: false }],
    ['<img src=x onerror=alert(1)><body ONLOAD="go()"><b onclick=\'x()\'>', { scripts: false, handlers: ['onerror', 'onload', 'onclick'], javascriptLinks: false }],
    ['<img/onerror=alert(1)/src=x>', { scripts: false, handlers: ['onerror'], javascriptLinks: false }],
    ['<a title="a > b" onclick="x()">', { scripts: false, handlers: ['onclick'], javascriptLinks: false }],
    ['<a href="javascript:alert(1)">a</a>', { scripts: false, handlers: [], javascriptLinks: true }],
    ['<a href="  JaVaScRiPt:x">a</a>', { scripts: false, handlers: [], javascriptLinks: true }],
    ['<a href="&#106;avascript&colon;x">a</a>', { scripts: false, handlers: [], javascriptLinks: true }],
    ['<a href="java&#x09;script:x">a</a>', { scripts: false, handlers: [], javascriptLinks: true }],
    ['<svg><a xlink:href="javascript:x"></a></svg>', { scripts: false, handlers: [], javascriptLinks: true }],
  ])('%s', (html, parts) => {
    expect(inertParts(html)).toEqual(parts);
  });

  test.each([
    ['words in the text', '<p>Saber javascript: e onclick="x" e <code>&lt;script&gt;</code></p>'],
    ['a comment', '<!-- <script>x()</script> <img onerror=x> -->'],
    ['what a textarea or a title holds', '<textarea><script>x()</script><img onerror=x></textarea><title><b onclick=x></title>'],
    ['a style', '<style>a[onclick] { color: red } /* <script> */</style>'],
    ['a link elsewhere', '<a href="https://exemplo.com/javascript:x">ok</a>'],
    ['a tag whose name only starts like it', '<scripts>x</scripts><a data-onclick="x" button-onload=y>'],
  ])('%s is not', (_, html) => {
    expect(inertParts(html)).toEqual({ scripts: false, handlers: [], javascriptLinks: false });
  });

  test('event attributes are taken out, everything else is kept as it was', () => {
    expect(withoutEventHandlers('<p class="a" onclick="x()">Oi <img src=x onerror=y alt=\'z\'></p><a title="1 > 0" ONMOUSEOVER=\'q\' href="/">v</a>')).toBe(
      '<p class="a" >Oi <img src=x  alt=\'z\'></p><a title="1 > 0"  href="/">v</a>',
    );
    expect(withoutEventHandlers('<noscript><img onerror=x></noscript><textarea><b onclick=x></textarea>')).toBe('<noscript><img ></noscript><textarea><b onclick=x></textarea>');
    const plain = '<h3>Requisitos</h3><p>CNH <b>D</b></p>';
    expect(withoutEventHandlers(plain)).toBe(plain);
  });
});

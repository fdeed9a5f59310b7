<?xml version="1.0"?>
<r><script xmlns="http://www.w3.org/1999/xhtml">document.documentElement.setAttribute('data-ran', 'yes')</script></r>

<?php
namespace Foo {
    class Bar {}
}

namespace Baz {
    function qux() {}
}

<?php
class C {
    use T {
        list as public;
        T::class as clazz;
        foo as list;
    }
}

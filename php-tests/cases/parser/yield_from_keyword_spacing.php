<?php
function g() {
    yield   from   inner();
    yield
    from inner();
    yield/* c */from inner();
}

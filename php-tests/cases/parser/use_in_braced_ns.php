<?php
namespace X {
    use Y\Z;
    new Z();
}

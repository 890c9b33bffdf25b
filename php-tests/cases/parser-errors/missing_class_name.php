<?php
class {
}

<?php
if ($a {
}

<?php
trait never {}

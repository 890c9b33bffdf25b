<?php
class Match {}

<?php
foreach ($jobs as $job) {
    try {
        $job->run();
    } catch (RetryException) {
        continue;
    } catch (FatalException $e) {
        break;
    } finally {
        $job->cleanup();
    }
}
